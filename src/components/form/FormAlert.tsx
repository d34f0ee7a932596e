import { Icon } from '../icons/icons';
import './form.css';

/** A form-level message: `alert` for failures (announced at once), `status` for success. */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert--${tone}`}>
      <Icon name={tone === 'error' ? 'alert' : 'info'} size={20} />
      <p>{message}</p>
    </div>
  );
}
