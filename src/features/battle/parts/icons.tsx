import type { IconProps } from '../../../components/icons';

/** Battle-only pictures, drawn like src/components/icons (24-px grid, 2-px rounded strokes). */
function svg({ size = 24, ...rest }: IconProps, body: React.ReactNode, fill = false) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={fill ? 'currentColor' : 'none'}
      stroke={fill ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {body}
    </svg>
  );
}

export const IconRobot = (props: IconProps) =>
  svg(
    props,
    <>
      <rect x="4" y="8" width="16" height="12" rx="3" />
      <path d="M12 8V4.5M9 14h.01M15 14h.01M9.5 17.5h5M2 13v3M22 13v3" />
      <circle cx="12" cy="3.5" r="1" />
    </>,
  );

export const IconFlame = (props: IconProps) =>
  svg(
    props,
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.7-2.4-6-4.2-8.2-.4 2-1.4 3.3-2.6 3.9.3-3.3-1.1-6.5-4.2-8.4.2 3.1-1.5 5.2-3 7.3C3.6 11.7 5 14.3 5 15.2 5 19.3 8 22 12 22Z" />,
    true,
  );

/** A draw: the two sides equal. */
export const IconDraw = (props: IconProps) => svg(props, <path d="M5 9h14M5 15h14" />);
