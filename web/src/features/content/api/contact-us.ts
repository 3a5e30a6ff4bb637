import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ContactMessage } from '../model/contact-rules';

export function useSubmitContactUs() {
  return useMutation({
    mutationFn: (m: ContactMessage & { captcha: string | null }) =>
      apiCall(
        'user/submitContactUs',
        {
          captcha: m.captcha ?? undefined,
          name: m.name,
          email: m.email,
          phone: m.phone.trim() || null,
          subject: m.subject,
          message: m.message,
        },
        { noAlert: true },
      ),
  });
}
