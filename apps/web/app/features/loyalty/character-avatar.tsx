import type { LoyaltyCharacter } from '@jeton/domain';

// The loyalty characters, drawn from simple shapes: a face colour, ears and a mark of their own.

const LOOKS: Record<LoyaltyCharacter, { face: string; ear: string; mark: string }> = {
  fox: { face: '#f08a24', ear: '#c4621a', mark: '#fff4e6' },
  owl: { face: '#8d6e63', ear: '#5d4037', mark: '#ffe082' },
  bear: { face: '#a1887f', ear: '#6d4c41', mark: '#d7ccc8' },
  cat: { face: '#90a4ae', ear: '#607d8b', mark: '#eceff1' },
  panda: { face: '#f5f5f5', ear: '#212121', mark: '#212121' },
  robot: { face: '#4fc3f7', ear: '#0288d1', mark: '#e1f5fe' },
};

/** A character's face; decorative unless given a label. */
export function CharacterAvatar({
  character,
  size = 64,
  label,
}: {
  character: LoyaltyCharacter;
  size?: number;
  label?: string;
}) {
  const look = LOOKS[character];
  const pointed = character === 'fox' || character === 'cat' || character === 'owl';
  return (
    <svg
      className="character-avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {character === 'robot' ? (
        <rect x="29" y="2" width="6" height="10" rx="3" fill={look.ear} />
      ) : pointed ? (
        <>
          <path d="M10 26 L16 4 L28 16 Z" fill={look.ear} />
          <path d="M54 26 L48 4 L36 16 Z" fill={look.ear} />
        </>
      ) : (
        <>
          <circle cx="14" cy="14" r="9" fill={look.ear} />
          <circle cx="50" cy="14" r="9" fill={look.ear} />
        </>
      )}
      {character === 'robot' ? (
        <rect x="8" y="12" width="48" height="46" rx="10" fill={look.face} />
      ) : (
        <circle cx="32" cy="36" r="24" fill={look.face} />
      )}
      {character === 'panda' ? (
        <>
          <ellipse cx="23" cy="34" rx="7" ry="8" fill={look.mark} />
          <ellipse cx="41" cy="34" rx="7" ry="8" fill={look.mark} />
        </>
      ) : (
        <ellipse cx="32" cy="46" rx="12" ry="8" fill={look.mark} />
      )}
      <circle cx="23" cy="34" r="3.5" fill={character === 'panda' ? '#fff' : '#1f1f1f'} />
      <circle cx="41" cy="34" r="3.5" fill={character === 'panda' ? '#fff' : '#1f1f1f'} />
      <circle cx="32" cy="44" r="3" fill="#1f1f1f" />
    </svg>
  );
}
