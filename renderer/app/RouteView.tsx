import { Suspense } from 'react';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { ErrorBoundary } from './ErrorBoundary';
import { Link, RouteParamsContext, useHashLocation } from './router';
import { matchPattern } from './hashPath';
import { routes } from './routes';

function NotFound({ path }: { path: string }) {
  return (
    <>
      <PageHeader title="Page not found" />
      <p>
        Nothing lives at <code>{path}</code>. <Link to="/">Go to the home page</Link>.
      </p>
    </>
  );
}

/** Renders the registry entry matching the current hash, with its params. */
export function RouteView() {
  const { path } = useHashLocation();
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (!params) continue;
    const Page = route.component;
    return (
      <RouteParamsContext.Provider value={params}>
        {/* Keyed by path: a failed page recovers when the user goes elsewhere. */}
        <ErrorBoundary key={path}>
          <Suspense fallback={<SkeletonLines label="Loading page" />}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </RouteParamsContext.Provider>
    );
  }
  return <NotFound path={path} />;
}
