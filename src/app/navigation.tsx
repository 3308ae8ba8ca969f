import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

let navigateRef: NavigateFunction | null = null;

/** Lets code outside components (store listeners) navigate through the router. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateRef = navigate;
    return () => {
      navigateRef = null;
    };
  }, [navigate]);
  return null;
}

export function navigateTo(path: string): void {
  if (navigateRef) void navigateRef(path);
  else window.location.assign(path);
}
