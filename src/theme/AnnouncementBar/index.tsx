import { useEffect, useState, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createStorageSlot, useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

const viewedId = createStorageSlot('docusaurus.announcement.id');

// The <html> attribute that hides a dismissed bar before hydration also hid a new announcement (new
// id) the theme un-dismissed: clear it then, and only then (the theme's first render reports even a
// dismissed bar active). The newness is read while rendering, before the theme stores the new id.
export default function AnnouncementBarWrapper(
  props: WrapperProps<typeof AnnouncementBarType>,
): ReactNode {
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
