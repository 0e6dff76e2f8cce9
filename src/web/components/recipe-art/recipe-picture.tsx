import { memo, useId } from 'react';
import { recipeArtFor, recipeArtTile, type MotifShape, type RecipeKind } from './recipe-art.ts';

type Tone = 'accent' | 'deep' | 'line';

/** Each kind's icon, drawn on the plate in a 48 × 48 box centred on 0,0. */
const icons: Record<RecipeKind, readonly [string, Tone][]> = {
  soup: [
    ['M-19-1h38a19 16 0 0 1-38 0Z', 'accent'],
    ['M-8-7c-3-4 3-6 0-11M0-7c-3-4 3-6 0-11M8-7c-3-4 3-6 0-11', 'line'],
  ],
  salad: [
    ['M-19 1h38a19 15 0 0 1-38 0Z', 'accent'],
    ['M-9 1c-6-7-3-15 5-17c3 8 0 14-5 17ZM9 1c6-7 3-15-5-17c-3 8 0 14 5 17ZM0 1c-4-6-2-12 0-15c3 3 4 9 0 15Z', 'deep'],
  ],
  curry: [
    ['M-19 0h38a19 15 0 0 1-38 0Z', 'accent'],
    ['M-13 0a13 9 0 0 1 26 0ZM8-4l13-12 2 2-12 12Z', 'deep'],
  ],
  pasta: [
    ['M-16 4a16 11 0 1 0 32 0a16 11 0 1 0-32 0M-10 4a10 6 0 1 0 20 0a10 6 0 1 0-20 0M-4 4a4 2 0 1 0 8 0', 'line'],
    ['M13-21h2v10h2v-10h2v10a3 3 0 0 1-2 3v8h-2v-8a3 3 0 0 1-2-3Z', 'deep'],
  ],
  'stir-fry': [
    ['M-21-3h38a19 15 0 0 1-38 0Z', 'accent'],
    ['M16-5l9-5 1.5 2.5-9 5ZM-12-7a3 3 0 1 0 6 0a3 3 0 1 0-6 0M-2-9a3 3 0 1 0 6 0a3 3 0 1 0-6 0M7-7a3 3 0 1 0 6 0', 'deep'],
  ],
  traybake: [
    ['M-23-3h46l-5 15h-36Z', 'accent'],
    ['M-15-8a5 5 0 1 0 10 0a5 5 0 1 0-10 0M-3-9a6 5 0 1 0 12 0a6 5 0 1 0-12 0M10-7a4 4 0 1 0 8 0a4 4 0 1 0-8 0', 'deep'],
  ],
  stew: [
    ['M-16-6h32v14a7 7 0 0 1-7 7h-18a7 7 0 0 1-7-7ZM-22-3h6v4h-6ZM16-3h6v4h-6Z', 'accent'],
    ['M-18-12h36v4h-36ZM-4-17h8v5h-8Z', 'deep'],
  ],
  baking: [
    ['M-12 0h24l-3 17h-18Z', 'accent'],
    ['M-15 2a15 14 0 0 1 30 0Z', 'deep'],
  ],
  dessert: [
    ['M-15-6h30a15 14 0 0 1-30 0ZM-2 7h4v9h-4ZM-9 16h18v3h-18Z', 'accent'],
    ['M-11-6a11 11 0 0 1 22 0Z', 'deep'],
  ],
  breakfast: [
    ['M-15-9h23v17a8 8 0 0 1-8 8h-7a8 8 0 0 1-8-8ZM8-5h4a6 6 0 0 1 0 12h-4v-3h4a3 3 0 0 0 0-6h-4Z', 'accent'],
    ['M-8-12c-3-3 3-5 0-9M0-12c-3-3 3-5 0-9', 'line'],
  ],
  handheld: [
    ['M-19 13L0-17L19 13Z', 'accent'],
    ['M-13 5h26l3 4h-32Z', 'deep'],
  ],
  snack: [
    ['M0-8c6-6 17-4 17 7c0 13-9 21-17 17c-8 4-17-4-17-17c0-11 11-13 17-7Z', 'accent'],
    ['M0-8c0-7 4-11 9-11c0 6-3 10-9 11Z', 'deep'],
  ],
  everyday: [['M-9-17v34M-14-17v9a5 5 0 0 0 10 0v-9M10 17v-34c7 4 7 16 0 20', 'line']],
};

function MotifShapeSvg({ shape, colour }: { shape: MotifShape; colour: string }) {
  // A faint outline keeps pale foods (eggs, yoghurt) visible on a pale page.
  const outline = { stroke: 'rgb(0 0 0 / 0.14)', strokeWidth: 0.8 };
  switch (shape) {
    case 'round':
      return <circle r={5} fill={colour} {...outline} />;
    case 'leaf':
      return <path d="M0-7c5 2 5 10 0 14c-5-4-5-12 0-14Z" fill={colour} {...outline} />;
    case 'bean':
      return <ellipse rx={5.5} ry={3.4} fill={colour} {...outline} />;
    case 'grain':
      return (
        <path
          d="M-6-1a3 1.6 0 1 0 6 0a3 1.6 0 1 0-6 0M1 3a3 1.6 0 1 0 6 0a3 1.6 0 1 0-6 0M-2-5a3 1.6 0 1 0 6 0a3 1.6 0 1 0-6 0"
          fill={colour}
          {...outline}
        />
      );
    case 'wedge':
      return <path d="M-6 4H6L0-6Z" fill={colour} strokeLinejoin="round" {...outline} />;
    case 'cube':
      return <rect x={-4} y={-4} width={8} height={8} rx={1.5} fill={colour} {...outline} />;
    case 'ring':
      return <circle r={4.5} fill="none" stroke={colour} strokeWidth={2.2} />;
  }
}

/**
 * A recipe without a photo gets a drawn picture instead of an empty box: its kind's icon on a plate, on a page
 * of the foods its title names. Decorative: the title sits beside it. It fills whatever box it is given (the
 * foods repeat to the edges, the plate stays whole and centred), so one drawing serves cards, thumbnails and
 * the recipe dialog's banner.
 */
export function RecipeArt({
  title,
  tags,
  className,
  compact = false,
}: {
  title: string;
  tags?: readonly string[] | undefined;
  className?: string | undefined;
  /** For thumbnails: close in on the plate, or its icon would be a few pixels wide. */
  compact?: boolean;
}) {
  const art = recipeArtFor({ title, tags });
  const patternId = `recipe-art-${useId().replace(/[^\w-]/g, '')}`;
  const { width, height } = recipeArtTile;
  const tones: Record<Tone, { fill: string; stroke?: string }> = {
    accent: { fill: art.accent },
    deep: { fill: art.deep },
    line: { fill: 'none', stroke: art.accent },
  };
  return (
    <svg
      className={className ? `recipe-art ${className}` : 'recipe-art'}
      viewBox={compact ? `${width / 2 - 36} ${height / 2 - 36} 72 72` : `0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      data-testid="recipe-picture"
      data-kind={art.kind}
    >
      <defs>
        <pattern id={patternId} width={width} height={height} patternUnits="userSpaceOnUse">
          {art.motifs.map((motif, index) => (
            <g key={index} transform={`translate(${motif.x} ${motif.y}) rotate(${motif.rotate}) scale(${motif.scale})`}>
              <MotifShapeSvg shape={motif.shape} colour={motif.colour} />
            </g>
          ))}
        </pattern>
      </defs>
      {/* Far beyond the view box, so that any shape of box is filled edge to edge. */}
      <rect x={-width * 4} y={-height * 4} width={width * 9} height={height * 9} fill={art.background} />
      <rect x={-width * 4} y={-height * 4} width={width * 9} height={height * 9} fill={`url(#${patternId})`} opacity={0.9} />
      <circle cx={width / 2} cy={height / 2} r={31} fill="#fffaf1" stroke={art.deep} strokeOpacity={0.2} strokeWidth={3} />
      <g transform={`translate(${width / 2} ${height / 2})`}>
        {icons[art.kind].map(([d, tone]) => (
          <path
            key={d}
            d={d}
            {...tones[tone]}
            strokeWidth={tone === 'line' ? 2.6 : undefined}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ))}
      </g>
    </svg>
  );
}

interface RecipePictureProps {
  photoUrl: string | null | undefined;
  title: string;
  tags?: readonly string[] | undefined;
  className: string;
  width: number;
  height: number;
  lazy?: boolean;
}

/** The same picture: the same props, tags compared by their words (each answer from the API is a new array). */
function samePicture(before: RecipePictureProps, after: RecipePictureProps): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof RecipePictureProps)[]);
  for (const key of keys) {
    if (key === 'tags') continue;
    if (!Object.is(before[key], after[key])) return false;
  }
  const a = before.tags ?? [];
  const b = after.tags ?? [];
  return a.length === b.length && a.every((tag, index) => tag === b[index]);
}

/**
 * The recipe's photo when it has one, else its drawn picture; both fill the box `className` gives. A list draws
 * many of them, so a list that renders again (a reload of its data, a ticked box) leaves unchanged ones alone.
 */
export const RecipePicture = memo(function RecipePicture({
  photoUrl,
  title,
  tags,
  className,
  width,
  height,
  lazy = false,
}: RecipePictureProps) {
  if (photoUrl) {
    return (
      <img
        className={className}
        src={photoUrl}
        alt=""
        width={width}
        height={height}
        loading={lazy ? 'lazy' : undefined}
        data-testid="recipe-picture"
      />
    );
  }
  return <RecipeArt title={title} tags={tags} className={className} compact={width <= 96} />;
}, samePicture);
