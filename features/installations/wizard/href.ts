import type { StepName } from './constants';

/** The wizard's address (the card's "update" links to `/installations/new?id={id}`): a draft's step, or a new one's start. */
export const wizardHref = (installationId: number, step?: StepName) => `/installations/new?id=${installationId}${step ? `&step=${step}` : ''}`;
export const NEW_INSTALLATION_HREF = '/installations/new';
export const COMPLETED_INSTALLATION_HREF = '/installations/new?kind=completed';
