import { Button } from './button';

type DialogButtonsProps = {
  /** The text of the button that closes the dialog without doing anything. */
  cancel: string;
  onCancel: () => void;
  /** The text of the form's submit button. */
  submit: string;
  pending?: boolean;
  disabled?: boolean;
  variant?: 'primary' | 'danger';
};

/** The end of a dialog's form: cancel and submit side by side, equally wide; on a phone the submit button on top. */
export function DialogButtons({ cancel, onCancel, submit, pending = false, disabled = false, variant = 'primary' }: DialogButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      <Button variant="secondary" className="flex-1" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" variant={variant} className="flex-1" disabled={disabled} loading={pending}>
        {submit}
      </Button>
    </div>
  );
}
