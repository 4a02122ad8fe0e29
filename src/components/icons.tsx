import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function make(name: string, body: ReactNode, opts: { fill?: boolean; flip?: boolean } = {}) {
  function Icon({ size = 24, className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={opts.fill ? 'currentColor' : 'none'}
        stroke={opts.fill ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={[opts.flip ? 'flip-rtl' : '', className ?? ''].join(' ').trim() || undefined}
        {...rest}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = `Icon${name}`;
  return Icon;
}

export const IconCoin = make(
  'Coin',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M14.5 9.2c-.5-.8-1.4-1.2-2.5-1.2-1.5 0-2.6.8-2.6 2s1.1 1.6 2.6 2 2.6.8 2.6 2-1.1 2-2.6 2c-1.1 0-2-.4-2.5-1.2M12 6.5V8M12 16v1.5" />
  </>,
);
export const IconUser = make(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
  </>,
);
export const IconLogout = make(
  'Logout',
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />,
  { flip: true },
);
export const IconGlobe = make(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </>,
);
export const IconSun = make(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const IconMoon = make('Moon', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />);
export const IconLock = make(
  'Lock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
export const IconCheck = make('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const IconCross = make('Cross', <path d="M6 6l12 12M18 6L6 18" />);
export const IconBack = make('Back', <path d="M15 5l-7 7 7 7" />, { flip: true });
export const IconNext = make('Next', <path d="M9 5l7 7-7 7" />, { flip: true });
export const IconStar = make(
  'Star',
  <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z" />,
  { fill: true },
);
export const IconTrophy = make(
  'Trophy',
  <path d="M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 21h7M9.5 17h5v4h-5z" />,
);
export const IconHome = make(
  'Home',
  <path d="M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1v-9Z" />,
);
export const IconPlay = make(
  'Play',
  <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.8l-10-6.5A1 1 0 0 0 8 5.5Z" />,
  { fill: true },
);
export const IconFifty = make(
  'Fifty',
  <>
    <path d="M4 19L20 5" />
    <text x="3" y="11" fontSize="8.5" fontWeight="800" fill="currentColor" stroke="none">
      50
    </text>
    <text x="12.5" y="21" fontSize="8.5" fontWeight="800" fill="currentColor" stroke="none">
      50
    </text>
  </>,
);
export const IconPoll = make('Poll', <path d="M5 20V12M10 20V5M15 20v-9M20 20v-5M3 20h18" />);
export const IconReset = make(
  'Reset',
  <>
    <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.5" />
    <path d="M4 4v4.5h4.5M12 8v4l3 2" />
  </>,
);
export const IconSkip = make('Skip', <path d="M5 5l8 7-8 7V5ZM17 5v14" />, { flip: true });
export const IconBulb = make(
  'Bulb',
  <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" />,
);
export const IconCalendar = make(
  'Calendar',
  <>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M4 10h16M8 3v4M16 3v4M9 15l2 2 4-4" />
  </>,
);
export const IconTrueFalse = make(
  'TrueFalse',
  <>
    <path d="M3 12l3 3 5-6" />
    <path d="M14 9l6 6M20 9l-6 6" />
  </>,
);
export const IconLetters = make(
  'Letters',
  <>
    <rect x="3" y="7" width="8" height="10" rx="2" />
    <rect x="13" y="7" width="8" height="10" rx="2" />
    <path d="M5.5 14.5L7 9.5l1.5 5M6 13h2M15.5 9.5v5h2a1.3 1.3 0 0 0 0-2.5h-2 1.6a1.2 1.2 0 0 0 0-2.5h-1.6" />
  </>,
);
export const IconTarget = make(
  'Target',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
  </>,
);
export const IconSwords = make(
  'Swords',
  <path d="M14.5 17.5L3 6V3h3l11.5 11.5M13 19l6-6M16 16l4 4M19 21l2-2M9.5 6.5L14 2h3v3l-4.5 4.5M5 14l-2 2 4 4 2-2M7 18l-2 2" />,
);
export const IconUsers = make(
  'Users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c1-3.2 3.4-4.8 6.5-4.8s5.5 1.6 6.5 4.8M16 4.5a3.5 3.5 0 0 1 0 7M18 15.5c1.8.6 3 2.1 3.5 4.5" />
  </>,
);
export const IconHeadphones = make(
  'Headphones',
  <path d="M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 1 2-2h1v7H6a2 2 0 0 1-2-2v-3ZM20 15a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2v-3Z" />,
);
export const IconCalculator = make(
  'Calculator',
  <>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8 7h8M8.5 12h.01M12 12h.01M15.5 12h.01M8.5 16h.01M12 16h.01M15.5 16h.01" />
  </>,
);
export const IconClipboard = make(
  'Clipboard',
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1.5H9M8.5 11l2 2 4-4M9 17h6" />
  </>,
);
export const IconBook = make(
  'Book',
  <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15ZM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5M8 7h8" />,
);
export const IconPuzzle = make(
  'Puzzle',
  <path d="M10 4a2 2 0 1 1 4 0v1h4a1 1 0 0 1 1 1v4h-1a2 2 0 1 0 0 4h1v4a1 1 0 0 1-1 1h-4v-1a2 2 0 1 0-4 0v1H6a1 1 0 0 1-1-1v-4h1a2 2 0 1 0 0-4H5V6a1 1 0 0 1 1-1h4V4Z" />,
);
export const IconBookmark = make('Bookmark', <path d="M6 3h12v18l-6-4-6 4V3Z" />);
export const IconChart = make('Chart', <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6" />);
export const IconRefresh = make(
  'Refresh',
  <path d="M20 11a8 8 0 0 0-14.3-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.5L20 16M20 20v-4h-4" />,
);
export const IconWifiOff = make(
  'WifiOff',
  <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.5a10 10 0 0 1 4-2.3M19 12.5a10 10 0 0 0-2.6-1.8M2 8.8A15 15 0 0 1 6.5 6M22 8.8A15 15 0 0 0 11 5M12 20h.01" />,
);
export const IconTools = make(
  'Tools',
  <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9l-3.8 3.8Z" />,
);
export const IconEye = make(
  'Eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconSparkles = make(
  'Sparkles',
  <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15ZM5 15l.6 1.4L7 17l-1.4.6L5 19l-.6-1.4L3 17l1.4-.6L5 15Z" />,
  { fill: true },
);
export const IconClock = make(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const IconMail = make(
  'Mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);
export const IconPhone = make(
  'Phone',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
);
export const IconEdit = make('Edit', <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />);
export const IconQuestion = make(
  'Question',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17.5h.01" />
  </>,
);
export const IconWallet = make(
  'Wallet',
  <>
    <path d="M4 7a2 2 0 0 1 2-2h11v4M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2Z" />
    <path d="M16 14.5h.01" />
  </>,
);
export const IconHistory = make(
  'History',
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const IconBell = make('Bell', <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2ZM10 20a2 2 0 0 0 4 0" />);
export const IconMedal = make(
  'Medal',
  <>
    <circle cx="12" cy="15" r="6" />
    <path d="M8.5 10.2L5 3h5l2 4 2-4h5l-3.5 7.2M12 12.5l.9 1.8 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3.9-1.8Z" />
  </>,
);
export const IconGift = make(
  'Gift',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-3.5-5-1.5S10 8 12 8Zm0 0c1.5-3 5-3.5 5-1.5S14 8 12 8Z" />
  </>,
);
export const IconShare = make(
  'Share',
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
);
export const IconCopy = make(
  'Copy',
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);
export const IconDownload = make('Download', <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const IconTrash = make('Trash', <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const IconPodium = make(
  'Podium',
  <path d="M3 20h18M4 20v-6h5v6M9 20V9h6v11M15 20v-8h5v8M12 3l.9 1.8 2 .3-1.5 1.4.4 2L12 7.5l-1.8 1 .4-2-1.5-1.4 2-.3L12 3Z" />,
);
// The console's navigation (issue 17).
export const IconSearch = make('Search', <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM20 20l-4-4" />);
export const IconGrid = make('Grid', <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />);
export const IconFolder = make(
  'Folder',
  <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6Z" />,
);
export const IconFlag = make('Flag', <path d="M5 21V4M5 4h11l-2 4 2 4H5" />);
export const IconMegaphone = make(
  'Megaphone',
  <path d="M3 10v4h3l8 5V5L6 10H3ZM18 9a4 4 0 0 1 0 6M7 14l1 6h3l-1-5" />,
  { flip: true },
);
export const IconSettings = make(
  'Settings',
  <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />,
);
export const IconBanknote = make(
  'Banknote',
  <path d="M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 10v4M18 10v4" />,
);
export const IconShield = make('Shield', <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3Z" />);
export const IconUp = make('Up', <path d="M5 15l7-7 7 7" />);
export const IconDown = make('Down', <path d="M5 9l7 7 7-7" />);
export const IconImage = make(
  'Image',
  <path d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5a1.5 1.5 0 1 0 0-.01" />,
);
// The console's page editor (issue 17).
export const IconLink = make(
  'Link',
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
export const IconUnlink = make(
  'Unlink',
  <path d="M15 7.5l.3-.3a3 3 0 0 1 4.2 4.2l-2 2M9 16.5l-.3.3a3 3 0 0 1-4.2-4.2l2-2M4 4l16 16" />,
);
