// The form rules: each rule's verdict, and the browser's checks agreeing with ajv's on the server.
import { describe, expect, it } from 'vitest';
import { checkSubmission, prepareSubmission, type FormKind } from '../../src/forms/rules.ts';
import { validateSubmission } from '../../src/server/leads/formValidation.ts';
import { hostilePayload, seededRandom } from '../support/hostileInput.ts';

const contact = (overrides: Record<string, unknown>) => ({ firstName: 'Aisha', email: 'aisha@pearl.qa', subject: 'website', message: 'A new website, please.', ...overrides });
const errorsOf = (kind: FormKind, raw: Record<string, unknown>) => validateSubmission(kind, raw).errors;

describe('the form rules', () => {
  it('requires each form its own fields and nothing else', () => {
    expect(errorsOf('contact', {})).toEqual({ firstName: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(errorsOf('consultation', {})).toEqual({ consultName: 'required', consultEmail: 'required', projectType: 'required', projectDetails: 'required' });
    expect(errorsOf('newsletter', {})).toEqual({ email: 'required' });
    expect(errorsOf('contact', contact({}))).toEqual({});
  });

  it('trims values and treats blank optional fields as absent', () => {
    expect(prepareSubmission('contact', contact({ firstName: '  Aisha  ', company: '   ' })).values).toMatchObject({ firstName: 'Aisha' });
    expect(prepareSubmission('contact', contact({ company: '   ' })).values).not.toHaveProperty('company');
    expect(errorsOf('contact', contact({ firstName: '   ' }))).toEqual({ firstName: 'required' });
  });

  it('bounds names to 100 characters, e-mails to 254 and messages to 10-5000', () => {
    expect(errorsOf('contact', contact({ firstName: 'a'.repeat(100) }))).toEqual({});
    expect(errorsOf('contact', contact({ firstName: 'a'.repeat(101) }))).toEqual({ firstName: 'tooLong' });
    expect(errorsOf('contact', contact({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.qa` }))).toEqual({ email: 'tooLong' });
    expect(errorsOf('contact', contact({ message: 'Too short' }))).toEqual({ message: 'tooShort' });
    expect(errorsOf('contact', contact({ message: 'm'.repeat(5000) }))).toEqual({});
    expect(errorsOf('contact', contact({ message: 'm'.repeat(5001) }))).toEqual({ message: 'tooLong' });
    // Characters, not bytes: Arabic and emoji count once each.
    expect(errorsOf('contact', contact({ message: 'مرحبا بكم 🚀' }))).toEqual({});
  });

  it('accepts e-mail addresses and refuses what is not one', () => {
    for (const email of ['aisha@pearl.qa', 'first.last+tag@sub.company.com.qa']) expect(errorsOf('newsletter', { email })).toEqual({});
    for (const email of ['aisha', 'aisha@', '@pearl.qa', 'a b@pearl.qa', 'aisha@pearl']) expect(errorsOf('newsletter', { email })).toEqual({ email: 'email' });
  });

  it('accepts Qatar and international phone numbers and refuses others', () => {
    for (const phone of ['+974 5555 1234', '+97455551234', '0097455551234', '5555 1234', '5555-1234', '+44 20 7946 0958', '+1 (415) 555-0100', '+966 50 123 4567'])
      expect(errorsOf('contact', contact({ phone })), phone).toEqual({});
    for (const phone of ['12', '+974 555 123', '+974 5555 12345', '555512', 'call me', '+0 123 456 789', '+1 2'])
      expect(errorsOf('contact', contact({ phone })), phone).toEqual({ phone: 'phone' });
  });

  it('accepts only the listed options', () => {
    expect(errorsOf('contact', contact({ subject: 'pizza' }))).toEqual({ subject: 'option' });
    const consultation = { consultName: 'Omar', consultEmail: 'o@x.qa', projectType: 'crm', projectDetails: 'A CRM for two garages.' };
    expect(errorsOf('consultation', { ...consultation, budget: '100000+', timeline: 'quarter' })).toEqual({});
    expect(errorsOf('consultation', { ...consultation, budget: '1', timeline: 'never' })).toEqual({ budget: 'option', timeline: 'option' });
  });

  it('refuses control characters, and line breaks outside the long texts', () => {
    expect(errorsOf('contact', contact({ firstName: 'Ai\u0000sha' }))).toEqual({ firstName: 'control' });
    expect(errorsOf('contact', contact({ firstName: 'Ai\nsha' }))).toEqual({ firstName: 'control' });
    expect(errorsOf('contact', contact({ message: 'Line one.\nLine two, with a tab\there.' }))).toEqual({});
    expect(errorsOf('contact', contact({ message: 'Bell \u0007 ringing here' }))).toEqual({ message: 'control' });
  });

  it('removes bidi controls and invisible characters, and a value of nothing else is empty', () => {
    const prepared = prepareSubmission('contact', contact({ firstName: 'Invoice \u202Efdp.exe', company: '\u2066Pearl\u2069 \u200BTrading\uFEFF\u{E0041}', message: 'Hidden \u202E text here \u2067and there\u2069.' }));
    expect(prepared.values).toMatchObject({ firstName: 'Invoice fdp.exe', company: 'Pearl Trading', message: 'Hidden  text here and there.' });
    expect(errorsOf('contact', contact({ firstName: '\u200B' }))).toEqual({ firstName: 'required' });
    expect(errorsOf('contact', contact({ firstName: '\u200D\u200C \u2066\u2069' }))).toEqual({ firstName: 'required' });
    // The joiners Persian spelling and emoji sequences need stay.
    expect(prepareSubmission('contact', contact({ firstName: 'می\u200Cخواهم', message: 'Our team 👩🏽\u200D💻 needs a new site.' })).values).toMatchObject({ firstName: 'می\u200Cخواهم', message: 'Our team 👩🏽\u200D💻 needs a new site.' });
  });

  it('refuses values that are not text', () => {
    expect(errorsOf('contact', contact({ firstName: 42, email: ['a@b.qa'], message: { text: 'hi' } }))).toEqual({ firstName: 'invalid', email: 'invalid', message: 'invalid' });
  });

  it('gives the same verdict in the browser as ajv on the server, for 6,000 random and hostile submissions', () => {
    const random = seededRandom(2026);
    for (let i = 0; i < 6000; i++) {
      const kind = (['contact', 'consultation', 'newsletter'] as const)[i % 3];
      const payload = hostilePayload(random, kind);
      expect(checkSubmission(kind, payload), JSON.stringify(payload).slice(0, 200)).toEqual(validateSubmission(kind, payload));
    }
  });
});
