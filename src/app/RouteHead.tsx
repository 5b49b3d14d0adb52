import { useDocumentTitle } from './useDocumentHead.ts';

export function RouteHead({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title, description);
  return null;
}
