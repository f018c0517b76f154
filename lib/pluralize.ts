/** '1 Project', '2 Projects', '0 Projects': the spec's 'Project(s)', 'Professional(s)', 'Equipment Unit(s)'. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
