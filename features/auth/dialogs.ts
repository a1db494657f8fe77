/** The feature's dialogs by the name they are opened with, each loaded when first opened (app/[locale]/modals.tsx). */
export const authDialogs = {
  auth: () => import('./components/auth-modal').then((m) => m.AuthModal),
  registrationCode: () => import('./components/registration-modals').then((m) => m.RegistrationCodeModal),
  registrationPassword: () => import('./components/registration-modals').then((m) => m.RegistrationPasswordModal),
  passwordRecovery: () => import('./components/restore-modals').then((m) => m.PasswordRecoveryModal),
  authConfirmation: () => import('./components/restore-modals').then((m) => m.AuthConfirmationModal),
  authPassword: () => import('./components/restore-modals').then((m) => m.AuthPasswordModal),
};
