import type { ContactMessageAnswer } from '@facet/event-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ContactMessage } from '../model/contact-rules';

export function useSubmitContactUs() {
  return useMutation({
    mutationFn: ({ phone, ...rest }: ContactMessage) =>
      apiCall<ContactMessageAnswer>('user/submitContactUs', {
        ...rest,
        phone: phone.trim() || null,
      }),
  });
}
