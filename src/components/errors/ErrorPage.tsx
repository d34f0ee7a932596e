import type { ErrorComponentProps } from '@tanstack/react-router';

export function ErrorPage({ error }: ErrorComponentProps) {
  return <p>{error instanceof Error ? error.message : String(error)}</p>;
}
