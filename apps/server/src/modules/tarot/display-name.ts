// How a member is named to strangers on a shared page and in a share's helper list: the first character of
// their display name and two stars (林**), never a mobile number or e-mail.

export function maskedName(userName: string | null | undefined): string {
  const first = Array.from((userName ?? '').trim())[0];
  return first ? `${first}**` : '星友';
}
