import { useLocation } from '@tanstack/react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return <p>Page not found: {pathname}</p>;
}
