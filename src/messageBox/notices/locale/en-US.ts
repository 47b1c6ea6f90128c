/**
 * The notices' texts (fake-api/notices.ts), under the key the API gives each: `resources.<resource>.notices.<transition>`
 * for what a workflow declares (`notify`), with `%{label}` (the record), `%{actor}` and the fields given with the transition.
 * Kept here, not in the declarations, so that a page loads its reader's language only.
 */
export default {
  resources: {
    accessRequests: {
      notices: {
        submit: '%{actor} submitted the access request “%{label}”: it waits for review.',
        approve: 'Your access request “%{label}” was approved.',
        reject: 'Your access request “%{label}” was rejected: %{decisionNote}',
        returnForRevision: 'Your access request “%{label}” was returned for revision: %{decisionNote}',
      },
    },
    outputs: {
      notices: {
        create: '%{actor} submitted the output “%{label}”: it waits for a check.',
        check: 'Your output “%{label}” was checked: it waits for release.',
        release: 'Your output “%{label}” was released.',
        reject: 'Your output “%{label}” was rejected: %{decisionNote}',
        hold: 'Your output “%{label}” is held: its grant is no longer active.',
        resume: 'Your output “%{label}” waits for a new check: its grant was renewed.',
      },
    },
    grants: {
      notices: {
        renew: 'Your access grant %{label} was renewed.',
        close: 'Your access grant %{label} was closed.',
        expire: 'Your access grant %{label} has expired.',
      },
    },
  },
  // The reminders job's (fake-api/reminders.ts): %{days} before %{date} (YYYY-MM-DD), and on the day.
  notice: {
    reminder: {
      grantEnds: 'Your access grant %{label} ends on %{date} (days left: %{days}).',
      grantEnded: 'Your access grant %{label} ended on %{date}. Ask an administrator to renew it if you still need the data.',
      ethicsExpires: 'The ethics approval of %{label} expires on %{date} (days left: %{days}).',
      ethicsExpired: 'The ethics approval of %{label} expired on %{date}: a renewal or an approval needs a valid one.',
    },
  },
};
