// Links that reach the company, made from the site facts so that changing a number in
// site.json changes every button that uses it.
import type { SiteFacts } from '../types/site.ts';

export function whatsappHref(site: SiteFacts): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.greeting)}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
