import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { backDestination } from '@portfolio/core';

/**
 * "Back" for the 404 and error pages: history back when the previous entry is this site's
 * (React Router's history index, `history.state.idx`, above 0), otherwise `/`.
 */
export function useBackOrHome(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state
        ? (state as { idx: unknown }).idx
        : null;
    if (backDestination(typeof index === 'number' ? index : null) === 'back') navigate(-1);
    else navigate('/');
  }, [navigate]);
}
