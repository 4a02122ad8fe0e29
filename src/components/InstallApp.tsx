import { useTranslation } from 'react-i18next';
import { isIos, promptInstall, useCanInstall, useInstallPrompt } from '../lib/install';
import { notify } from '../lib/toast';

/**
 * "Install the app": the browser's own prompt where it offered one, the share-sheet steps on iOS
 * (Safari has no prompt). Renders nothing once installed (display-mode standalone) or where there is
 * nothing to offer.
 */
export function InstallApp({ render }: { render: (install: () => void) => React.ReactNode }) {
  const { t } = useTranslation();
  const can = useCanInstall();
  const prompt = useInstallPrompt();
  if (!can) return null;
  const install = () => {
    if (prompt) void promptInstall();
    else if (isIos()) notify.info(t('install_ios_steps'), { toastId: 'install-ios', autoClose: false });
  };
  return <>{render(install)}</>;
}
