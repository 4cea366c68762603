import { useContext } from 'react';
import { Navigate } from 'react-router';
import { RenderContext } from '../lib/render-context';

/**
 * Replaces the address with `to` (React Router's `<Navigate replace>`); a server render answers it as
 * a permanent redirect instead (ADR 0020: one canonical address per page).
 * @param to the canonical path
 */
export function Redirect({ to }: { to: string }) {
  const { server } = useContext(RenderContext);
  if (!server) return <Navigate replace to={to} />;
  server.redirect = to;
  return null;
}
