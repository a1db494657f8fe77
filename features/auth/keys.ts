/** The auth feature's react-query keys: its queries, and one key per action (mutation). */
export const authKeys = {
  roles: (locale: string) => ['auth', 'roles', locale] as const,
  invitation: (token: string) => ['auth', 'invitation', token] as const,
  action: (name: 'signIn' | 'signInCode' | 'signInAgain' | 'register' | 'sendCode' | 'checkCode' | 'setPassword' | 'sendResetCode') => ['auth', name] as const,
};
