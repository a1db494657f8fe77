/** Query keys shared by the accounts features (the profile is loaded at sign-in and shown on /profile). */
export const profileQueryKey = ['profile'] as const;
export const sidebarQueryKey = ['sidebar'] as const;
