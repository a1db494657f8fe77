/** What app/ composes from the accounts feature. */
export { AccountSlot } from './components/account-slot';
export { AuthModal } from './components/auth-modal';
export { RegistrationCodeModal, RegistrationPasswordModal } from './components/registration-modals';
export { AuthConfirmationModal, AuthPasswordModal, PasswordRecoveryModal } from './components/restore-modals';
