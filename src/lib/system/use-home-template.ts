import { type HomeTemplate, selectHomeTemplate } from './mobile-template';
import { useGetSystemStatusQuery } from './system-api';

/**
 * The home design the operator picked. The status gate has asked for the status since the app
 * started (and the worker answers it from its cache on return visits), so the answer is usually
 * there by the time the home content renders; until then, the base home.
 */
export function useHomeTemplate(): HomeTemplate {
  const { template } = useGetSystemStatusQuery(undefined, {
    selectFromResult: ({ data }) => ({ template: selectHomeTemplate(data) }),
  });
  return template;
}
