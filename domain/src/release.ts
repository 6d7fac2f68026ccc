/**
 * What a copy is as a product: the vintage original, a later Playmates reissue from the same moulds, a bootleg
 * (knock-off) or a custom. A reissue sells for a fraction of an original and a bootleg or custom is no Playmates
 * figure at all, so each is valued apart (value.ts).
 */
export const RELEASES = ['original', 'reissue', 'bootleg', 'custom'] as const;
export type Release = (typeof RELEASES)[number];

export const RELEASE_LABELS: Record<Release, string> = {
  original: 'Original',
  reissue: 'Reissue',
  bootleg: 'Bootleg (knock-off)',
  custom: 'Custom',
};

/** The reissues of the line, oldest first: which one a reissue copy is, where the collector knows. */
export const REISSUES = ['repack_1989_1998', 'anniversary_2009', 'classic_collection_2012', 'retro_2019'] as const;
export type Reissue = (typeof REISSUES)[number];

export const REISSUE_LABELS: Record<Reissue, string> = {
  repack_1989_1998: '1989-1998 repack',
  anniversary_2009: '2009 25th anniversary',
  classic_collection_2012: '2012-2013 Classic Collection',
  retro_2019: '2019 and later',
};

/** A copy's release as every screen and the insurance report say it: "Original", "Reissue (2009 25th anniversary)". */
export function describeRelease(release: Release, reissue: Reissue | null): string {
  return release === 'reissue' && reissue ? `${RELEASE_LABELS.reissue} (${REISSUE_LABELS[reissue]})` : RELEASE_LABELS[release];
}

/** Why a copy's reissue cannot be said: only a reissue says which one it is. Null when it can. */
export function reissueProblem(release: Release, reissue: Reissue | null): string | null {
  return reissue !== null && release !== 'reissue' ? `Only a reissue says which reissue it is (this copy's release is ${RELEASE_LABELS[release].toLowerCase()})` : null;
}
