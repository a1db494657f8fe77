/**
 * The few routes the fuzzer treats differently, and why. Every other route, including any added
 * later, is fuzzed from the OpenAPI document alone.
 */

/** Routes that end the session or the account they are called with: each input gets a fresh account of the actor's role. */
export const FRESH_ACCOUNT_PER_INPUT: Record<string, string> = {
  'POST /logout': 'ends the session of its token',
  'DELETE /web/profile': 'deletes the account',
  'PUT /web/profile/password': "ends the user's other sessions when the old password is right",
};

/**
 * Routes that end the sessions of the user their path names (support changing a role, blocking): their path ids are
 * drawn from accounts made for them and ids that exist nowhere, never the actors', who must stay signed in.
 */
export const ENDS_SESSIONS_OF_PATH_USER: Record<string, string> = {
  'PUT /admin/users/{id}/role': "ends the named user's sessions so that their next sign-in carries the new role",
  'POST /admin/users/{id}/block': 'blocks the named user and ends every session of theirs',
};

const INSTALLATION_PARTIES =
  'an installation shows its parties (client, installer) to each other and to the dealer by design; who sees which installation is tested in tests/api/installations*.test.ts';

const CHAT_ASIDE =
  'a chat\'s side panel (spec "Chat aside") shows its installation\'s parties as the installation card does; who sees which chat is tested in tests/api/chats*.test.ts';

const REQUEST_PARTIES =
  "a request for work shows its client (or the reporter of a fault from a unit's label) to support and, when it is about one of its company's jobs, to the dealer, as the job's card does (ADR 0047); who sees which request is tested in tests/api/installation-requests.test.ts and fault-reports.test.ts";

/** Routes whose answers may name other users by design; the check for other users' records skips them. */
export const SHOWS_OTHER_USERS: Record<string, string> = {
  'GET /web/installations/requests': REQUEST_PARTIES,
  'GET /web/installations/requests/{id}': REQUEST_PARTIES,
  'GET /dev/outbox': 'the development SMS outbox lists every recent SMS and its phone (docs/api.md); it does not exist in production',
  'GET /web/installations/{id}': INSTALLATION_PARTIES,
  'GET /web/installations/{id}/common': INSTALLATION_PARTIES,
  'GET /web/installations/{id}/installer': INSTALLATION_PARTIES,
  'PUT /web/installations/{id}/installer': INSTALLATION_PARTIES,
  'PUT /web/installations/completed/{id}/installer': INSTALLATION_PARTIES,
  'PUT /web/installations/{id}/details': INSTALLATION_PARTIES,
  'PUT /web/installations/completed/{id}/details': INSTALLATION_PARTIES,
  'POST /web/installations/{id}/cancel': INSTALLATION_PARTIES,
  'PUT /web/installations/{id}/place': INSTALLATION_PARTIES,
  'POST /web/installations/{id}/photos': INSTALLATION_PARTIES,
  'POST /web/installations/{id}/codes/enter': INSTALLATION_PARTIES,
  'POST /web/installations/{id}/confirm': INSTALLATION_PARTIES,
  'GET /web/installations/preventions/{id}/common': INSTALLATION_PARTIES,
  'POST /web/installations/preventions': INSTALLATION_PARTIES,
  'PUT /web/installations/preventions/{id}/prevention': INSTALLATION_PARTIES,
  'POST /web/installations/preventions/{id}': INSTALLATION_PARTIES,
  'GET /web/installers/calendar/day': 'the installer\'s own day: each entry\'s client with a phone to call (spec "Calendar", issue 18)',
  'GET /web/chats/{id}': CHAT_ASIDE,
  'POST /web/chats': CHAT_ASIDE,
  'GET /web/dealers/installers': "a dealer's installers with their phones, for the dealer (ADR 0020)",
  'GET /web/clients/name': 'a masked name (first name and initial) of the phone asked, by design (ADR 0020)',
  'GET /web/installers/name': 'a masked name (first name and initial) of the phone asked, by design (ADR 0020)',
};

/** Roles that may see every user's records (administration), so their answers are not checked for other users' records. */
export const SEES_EVERYONE = new Set(['ADMIN']);
