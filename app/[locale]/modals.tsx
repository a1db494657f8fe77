'use client';
import { ModalRoot, type ModalComponent } from '@/components/layout/modal-root';
import { ErrorPopup } from '@/components/ui/error-popup';
import { AuthConfirmationModal, AuthModal, AuthPasswordModal, PasswordRecoveryModal, RegistrationCodeModal, RegistrationPasswordModal } from '@/features/auth';
import { PhoneConfirmModal } from '@/features/profile';
import { VideoModal } from '@/features/catalog/components/product/video-modal';

/** Every dialog of the portal, by name (open one with `openModal(name, props)`). Features register theirs here. */
const registry: Record<string, ModalComponent> = {
  error: ErrorPopup as ModalComponent,
  auth: AuthModal as ModalComponent,
  registrationCode: RegistrationCodeModal as ModalComponent,
  registrationPassword: RegistrationPasswordModal as ModalComponent,
  passwordRecovery: PasswordRecoveryModal as ModalComponent,
  authConfirmation: AuthConfirmationModal as ModalComponent,
  authPassword: AuthPasswordModal as ModalComponent,
  profileConfirm: PhoneConfirmModal as ModalComponent,
  video: VideoModal as ModalComponent,
};

export function Modals() {
  return <ModalRoot registry={registry} />;
}
