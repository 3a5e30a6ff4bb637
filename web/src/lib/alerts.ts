import { notifications } from '@mantine/notifications';

export type AlertType = 'success' | 'error' | 'info' | 'warning';

const colors: Record<AlertType, string> = {
  success: 'teal',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
};

/** Spec 8: every server message becomes an alert; at most 3 show at once, bottom right (see app provider). */
export function showAlert(message: string, type: AlertType = 'info') {
  if (!message) return;
  notifications.show({ message, color: colors[type], autoClose: 5000 });
}
