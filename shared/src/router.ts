/**
 * The router every app uses: the part of react-router the platform needs, re-exported from the one shared
 * `@casino/shared` instance. Sharing react-router itself would send its whole build (~185 KB) to every page,
 * since a shared module cannot be tree-shaken; through this file only what is named here is built (~40 KB),
 * and there is still one router (one context) per page. Apps import these from '@casino/shared', never from
 * 'react-router' or 'react-router-dom' (a lint rule says so); add a name here when an app needs more.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
