/**
 * The custom header every call to the same-origin `/session` routes carries. A cross-site form or
 * image cannot set it, and a cross-site script cannot send it without a CORS preflight that fails.
 */
export const CSRF_HEADER = 'x-portal-csrf';
export const csrfHeaders = { [CSRF_HEADER]: '1' } as const;
