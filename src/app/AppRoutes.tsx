import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PATHS } from '../config/paths';
import { Shell } from './Shell';

// Declarative routes with React.lazy: the data router would add about 17 KB gzip to every first
// load for features (loaders, actions) this app does not use; RTK Query does the data work.
const HomePage = lazy(() => import('../features/home/HomePage').then((module) => ({ default: module.HomePage })));

/**
 * The route table. Every home alias renders the home page; unknown paths do too (SPEC §2) while
 * the URL stays. The shell issue adds the remaining routes from PATHS.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {[PATHS.home, ...PATHS.homeAliases].map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
        <Route path="*" element={<HomePage />} />
      </Route>
    </Routes>
  );
}
