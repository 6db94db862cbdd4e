
/** Frame of the personal-information section; its child routes render inside. */
export default function KisiselBilgilerLayout() {
  return (
    <div className="account-section">
      <Outlet />
    </div>
  );
}import { Outlet } from '@casino/shared';

