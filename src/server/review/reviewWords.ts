// The words a reviewer reads (the preview bar, its comment form, the page of an ended link), in
// both languages: the page's language chooses. Team tooling around the site, not the site's own
// content, so they live here rather than in site.json.
import type { Locale } from '../../app/locale.ts';
import { qatarTime } from '../../../studio/shared/qatarTime.ts';

export interface ReviewWords {
  preview: string;
  notLive: string;
  version: (by: string, at: string) => string;
  ends: (at: string) => string;
  comment: string;
  leave: string;
  commentTitle: string;
  commentHint: string;
  commentText: string;
  author: string;
  send: string;
  cancel: string;
  sent: string;
  failed: string;
  opening: string;
  endedTitle: string;
  ended: string;
  openLive: string;
}

export const reviewWords: Record<Locale, ReviewWords> = {
  en: {
    preview: 'Preview',
    notLive: 'not the live site: visitors do not see this yet.',
    version: (by, at) => `Version saved by ${by} on ${at}.`,
    ends: (at) => `This link works until ${at}.`,
    comment: 'Comment on this page',
    leave: 'Leave the preview',
    commentTitle: 'Your comment on this page',
    commentHint: 'The team reads it in their console, with the page it is about.',
    commentText: 'Comment',
    author: 'Your name (optional)',
    send: 'Send to the team',
    cancel: 'Cancel',
    sent: 'Thank you: your comment reached the team.',
    failed: 'Your comment was not sent. Check your connection and try again.',
    opening: 'Opening the preview…',
    endedTitle: 'This preview link has ended',
    ended: 'It was withdrawn, or its time ran out. Ask the person who sent it to you for a new one.',
    openLive: 'Open the live site',
  },
  ar: {
    preview: 'معاينة',
    notLive: 'ليست الموقع المنشور: لا يراها الزوار بعد.',
    version: (by, at) => `نسخة حفظها ${by} في ${at}.`,
    ends: (at) => `يعمل هذا الرابط حتى ${at}.`,
    comment: 'علّق على هذه الصفحة',
    leave: 'الخروج من المعاينة',
    commentTitle: 'تعليقك على هذه الصفحة',
    commentHint: 'يقرؤه الفريق في لوحة التحكم مع الصفحة التي يخصها.',
    commentText: 'التعليق',
    author: 'اسمك (اختياري)',
    send: 'أرسله إلى الفريق',
    cancel: 'إلغاء',
    sent: 'شكرًا لك: وصل تعليقك إلى الفريق.',
    failed: 'لم يُرسل تعليقك. تحقّق من اتصالك وحاول مرة أخرى.',
    opening: 'جارٍ فتح المعاينة…',
    endedTitle: 'انتهى رابط المعاينة هذا',
    ended: 'سُحب الرابط أو انتهت مدته. اطلب رابطًا جديدًا ممن أرسله إليك.',
    openLive: 'افتح الموقع المنشور',
  },
};

/** A moment in Qatar's time, in the reviewer's language. */
export const reviewTime = (at: number, locale: Locale) => qatarTime(at, locale);
