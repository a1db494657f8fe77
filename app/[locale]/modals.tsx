'use client';
import dynamic from 'next/dynamic';
import { ModalRoot, type ModalComponent } from '@/components/layout/modal-root';
import { ErrorPopup } from '@/components/ui/error-popup';

/** Dialogs load when first opened: their forms (phone rules, validation) stay out of every page's JavaScript. */
const lazy = (load: () => Promise<unknown>) => dynamic(load as () => Promise<ModalComponent>, { ssr: false });

/** Every dialog of the portal, by name (open one with `openModal(name, props)`). Features register theirs here. */
const registry: Record<string, ModalComponent> = {
  error: ErrorPopup as ModalComponent,
  auth: lazy(() => import('@/features/auth/components/auth-modal').then((m) => m.AuthModal)),
  registrationCode: lazy(() => import('@/features/auth/components/registration-modals').then((m) => m.RegistrationCodeModal)),
  registrationPassword: lazy(() => import('@/features/auth/components/registration-modals').then((m) => m.RegistrationPasswordModal)),
  passwordRecovery: lazy(() => import('@/features/auth/components/restore-modals').then((m) => m.PasswordRecoveryModal)),
  authConfirmation: lazy(() => import('@/features/auth/components/restore-modals').then((m) => m.AuthConfirmationModal)),
  authPassword: lazy(() => import('@/features/auth/components/restore-modals').then((m) => m.AuthPasswordModal)),
  profileConfirm: lazy(() => import('@/features/profile/components/phone-confirm-modal').then((m) => m.PhoneConfirmModal)),
  video: lazy(() => import('@/features/catalog/components/product/video-modal').then((m) => m.VideoModal)),
};

export function Modals() {
  return <ModalRoot registry={registry} />;
}
