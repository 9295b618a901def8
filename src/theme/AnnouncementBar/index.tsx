import { useEffect, useState, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createStorageSlot, useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const viewedId = createStorageSlot('docusaurus.announcement.id');

/**
 * The attribute on <html> that hides a dismissed bar before hydration keeps hiding a new
 * announcement (new id) the theme un-dismissed: clear it then, and only then (on `isActive` alone,
 * a dismissed bar flashed, as the theme's first render reports it active). The id's newness is read
 * while rendering, before the theme's effect stores the current id.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { announcementBar } = useThemeConfig();
  const { isActive } = useAnnouncementBar();
  const [isNewAnnouncement] = useState(
    () =>
      ExecutionEnvironment.canUseDOM &&
      announcementBar !== undefined &&
      viewedId.get() !== announcementBar.id,
  );
  useEffect(() => {
    if (isActive && isNewAnnouncement) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive, isNewAnnouncement]);
  return <AnnouncementBar {...props} />;
}
