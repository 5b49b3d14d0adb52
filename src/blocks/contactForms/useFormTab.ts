// The open tab lives in the address (?form=consultation); the contact form is the default.
import { useSearchParam } from '../shared/useSearchParam.ts';
import type { FormKind } from './formFields.ts';

export function useFormTab(): { form: FormKind; show: (form: FormKind) => void } {
  const [param, set] = useSearchParam('form');
  const form: FormKind = param === 'consultation' ? 'consultation' : 'contact';
  return { form, show: (next) => set(next === 'contact' ? null : next) };
}
