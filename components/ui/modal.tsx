'use client';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { MODAL_CONTENT_DELAY_MS } from '@/lib/constants';
import { useOpenDialogCount } from '@/lib/stores/modal-store';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The back action of the narrow-screen header; defaults to closing. */
  onBack?: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Mounted open as the continuation of a dialog the previous page showed: no opening delay or transition. */
  continued?: boolean;
};

const widths = { sm: 'wide:max-w-sm', md: 'wide:max-w-md', lg: 'wide:max-w-2xl', xl: 'wide:max-w-4xl' };

/**
 * The modal of every dialog: closes on Escape, a backdrop click and the close button;
 * the content appears after 300 ms; at 980 px and narrower a back header replaces the inline heading.
 * Headless UI traps and returns focus and labels the dialog with its title.
 */
export function Modal({ open, onClose, title, children, onBack, size = 'md', continued = false }: ModalProps) {
  const t = useTranslations('common');
  const [showContent, setShowContent] = useState(continued);
  useOpenDialogCount(open);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setShowContent(true), MODAL_CONTENT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShowContent(false);
    };
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        data-testid="modal-backdrop"
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
        transition={!continued}
      />
      <div className="fixed inset-0 flex items-stretch justify-center wide:items-center wide:p-4">
        <DialogPanel
          transition={!continued}
          className={`flex w-full flex-col overflow-y-auto bg-white shadow-xl transition duration-200 data-closed:opacity-0 wide:max-h-[90vh] wide:rounded-2xl ${widths[size]}`}
        >
          {/* Narrow screens: a back header instead of the inline heading. */}
          <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 wide:hidden">
            <button type="button" onClick={onBack ?? onClose} className="rounded-full p-2 hover:bg-slate-100" aria-label={t('back')}>
              <svg aria-hidden width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M15 18l-6-6 6-6" />
              </svg>
            </button>
            <DialogTitle className="text-lg font-semibold text-slate-900 wide:hidden">{title}</DialogTitle>
          </div>
          <div className="hidden items-start justify-between gap-4 px-6 pt-6 wide:flex">
            <h2 className="text-xl font-semibold text-slate-900" aria-hidden>
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('close')}
            >
              <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="px-4 py-4 wide:px-6 wide:pb-6">
            {showContent ? (
              <div className={continued ? undefined : 'animate-[fadeIn_150ms_ease-out]'}>{children}</div>
            ) : (
              <div className="h-24" aria-busy="true" />
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
