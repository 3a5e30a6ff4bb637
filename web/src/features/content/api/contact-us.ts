import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ContactMessage } from '../model/contact-rules';

export function useSubmitContactUs() {
  return useMutation({
    mutationFn: ({ phone, ...rest }: ContactMessage) =>
      apiCall<{ id: string }>('user/submitContactUs', { ...rest, phone: phone.trim() || null }),
  });
}
