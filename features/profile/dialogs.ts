/** The feature's dialogs by the name they are opened with, each loaded when first opened (app/[locale]/modals.tsx). */
export const profileDialogs = {
  profileConfirm: () => import('./components/phone-confirm-modal').then((m) => m.PhoneConfirmModal),
};
