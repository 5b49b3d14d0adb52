// Seeded random and hostile form input, for the fuzz tests.
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hostile = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1; DROP TABLE leads; --",
  'Robert"); DELETE FROM subscribers;--',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '=HYPERLINK("http://evil.example")',
  '\u0000\u0001\u0007',
  'line one\nline two',
  '\u202Egnp.exe',
  '\uFEFFzero width',
  '👩🏽‍💻🚀🇶🇦',
  'مرحبا، نريد موقعاً إلكترونياً لمتجرنا في الدوحة',
  'Z̷̢̛a̶l̷g̵o̸',
  '   ',
  '',
  'aisha@pearl.qa',
  '+974 5555 1234',
  '0097455551234',
  '+44 20 7946 0958',
  'website',
  'crm',
  '1500-5000',
  'asap',
  'A perfectly reasonable message about a new website.',
];

export function hostileValue(random: () => number): unknown {
  const pick = random();
  if (pick < 0.45) return hostile[Math.floor(random() * hostile.length)];
  if (pick < 0.55) return 'x'.repeat(Math.floor(random() * 6000));
  if (pick < 0.7) return Array.from({ length: Math.floor(random() * 40) }, () => String.fromCodePoint(Math.floor(random() * 0x2ffff))).join('');
  if (pick < 0.75) return Math.floor(random() * 1e9) - 5e8;
  if (pick < 0.8) return random() < 0.5 ? null : random() < 0.5;
  if (pick < 0.85) return [hostile[Math.floor(random() * hostile.length)]];
  if (pick < 0.9) return { $gt: '', toString: 'x' };
  return `${Math.floor(random() * 1e6)}@${['pearl.qa', 'x', 'example.com', ''][Math.floor(random() * 4)]}`;
}

export const fieldsOf = {
  contact: ['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'],
  consultation: ['consultName', 'consultEmail', 'consultPhone', 'consultCompany', 'projectType', 'budget', 'timeline', 'projectDetails'],
  newsletter: ['email'],
} as const;

/** A payload: some of the form's fields with hostile values, sometimes extra fields. */
export function hostilePayload(random: () => number, kind: keyof typeof fieldsOf): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fieldsOf[kind]) if (random() < 0.8) payload[field] = hostileValue(random);
  if (random() < 0.2) payload[['__proto__', 'constructor', 'isAdmin', 'status', 'ref'][Math.floor(random() * 5)]] = hostileValue(random);
  return payload;
}
