import type { ContentBlock } from '@/components/ui/prose';

/** The privacy policy per locale: numbered chapters of typed blocks. */
export type PrivacyContent = {
  meta: { title: string; description: string };
  title: string;
  lead: string;
  /** ISO date of the version in force. */
  updated: string;
  updatedLabel: string;
  tocTitle: string;
  sections: { id: string; title: string; blocks: ContentBlock[] }[];
  contact: { title: string; text: string; email: string; address: string };
};
