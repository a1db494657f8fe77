import { roleNames, type RoleName } from './constants';

/**
 * docs/access.md#areas: which roles may enter each area at all. One table, plain data, read by both
 * programs so that they cannot disagree: the API refuses every other role with 403 (server/src/access/matrix.ts
 * adds the rows each role sees within an area), and the web derives its route guards, section links and
 * role pages from it (lib/guards.ts), so that nobody is offered a page the API would refuse.
 * A new area (docs/access.md#adding-a-rule) is a new entry here, in tests/api/access.test.ts and, when it has pages,
 * in lib/guards.ts's registry.
 */
export const areas = {
  /** catalogue, favourites, profile, notifications: every signed-in role. */
  account: roleNames,
  /** installations: list/read; a designer (PROJECTOR) is refused the whole area, 403. */
  installations: ['USER', 'INSTALLER', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'ADMIN'],
  /**
   * installations: create, wizard steps, cancel, delete a draft, photos, place, and the name lookups
   * that serve the wizard: the client and the designer get 403 (docs/access.md#areas).
   */
  installationWork: ['INSTALLER', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'ADMIN'],
  /** dealer pages (installers, certification checks, requests): the dealer's company, the admin all. */
  dealerPages: ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'ADMIN'],
  /** installer pages (licence, rating, calendar, dealer change, their own certification check): the installer only. */
  installerPages: ['INSTALLER'],
  /** chats, appeals: the client and the installer their own, support (ADMIN) all; dealers and designers 403. */
  chats: ['USER', 'INSTALLER', 'ADMIN'],
  /** support's inbox actions (close, reopen, presence): ADMIN only. */
  support: ['ADMIN'],
  /**
   * accepting, declining and blocking requests addressed to a dealer: the dealer and its deputy, the admin;
   * a DEALER_ASSISTANT sees the requests (dealerPages) but may not decide them (docs/domain.md#requests-to-a-dealer).
   */
  dealerDecisions: ['DEALER', 'DEALER_DEPUTY', 'ADMIN'],
  /** asking to become an installer of a dealer: a signed-in client (role USER) only. */
  installerApplication: ['USER'],
  /** a dealer's name by its code: whoever names a dealer (an applicant, an installer changing dealer) and the admin. */
  dealerLookup: ['USER', 'INSTALLER', 'ADMIN'],
  /** certification applications: support decides them. */
  certificationDecisions: ['ADMIN'],
  /** building objects and their equipment catalogue: the designer (own objects) and the admin (all). */
  objects: ['PROJECTOR', 'ADMIN'],
  /**
   * requests for work (docs/decisions/0028): the client lists theirs, support all, a dealer's people those about their
   * company's installations (faults reported from a unit's label, docs/decisions/0047); installers and designers 403.
   */
  installationRequests: ['USER', 'ADMIN', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'],
  /** the requests page (/installations/requests): support handles them, a dealer's people read theirs. */
  installationRequestBoard: ['ADMIN', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'],
  /** sending a request for work: clients only. */
  installationRequestSending: ['USER'],
  /** taking or declining a request, linking the installation registered for it: support only. */
  installationRequestHandling: ['ADMIN'],
  /** the operator's back-office (/admin): dealer companies and their people, the audit log; ADMIN only. */
  admin: ['ADMIN'],
} as const satisfies Record<string, readonly RoleName[]>;

export type Area = keyof typeof areas;

/** Whether a role may enter an area (the API answers 403 to any other). */
export const mayEnter = (role: RoleName, area: Area) => (areas[area] as readonly RoleName[]).includes(role);
