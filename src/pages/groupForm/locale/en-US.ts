import { PARAMETER_MESSAGES } from '../../../../resources/lib/forms';

/** The group form (docs/product.md §2 /form/group): video and audio parameters, submitted for approval. */
export default {
  groupForm: {
    sections: { video: 'Video parameters', audio: 'Audio parameters', description: 'Parameter description' },
    fields: {
      video: {
        mode: 'Match mode',
        acquisition: { resolution: 'Acquisition resolution', frameRate: 'Acquisition frame rate' },
        encoding: {
          resolution: 'Encoding resolution',
          rate: { min: 'Encoding min rate', max: 'Encoding max rate', default: 'Encoding default rate' },
          frameRate: 'Encoding frame rate',
          profile: 'Encoding profile',
        },
      },
      audio: {
        mode: 'Match mode',
        acquisition: { channels: 'Acquisition channels' },
        encoding: { channels: 'Encoding channels', rate: 'Encoding rate', profile: 'Encoding profile' },
      },
      description: 'Parameter description',
    },
    enums: {
      mode: { custom: 'Custom', mode1: 'Mode 1', mode2: 'Mode 2' },
      videoProfile: { baseline: 'Baseline', main: 'Main', high: 'High' },
    },
    units: { fps: 'fps', kbps: 'kbps', channels: 'channels' },
    range: 'Range %{min}–%{max}',
    words: '%{count} / %{max} words',
    reset: 'Reset',
    submit: 'Submit',
    submitting: 'Submitting…',
    submitted: 'The parameters are submitted for approval',
    pending: 'A parameter change submitted %{time} is awaiting approval. Submitting again replaces it.',
    viewApproval: 'View approval',
    validation: PARAMETER_MESSAGES['en-US'],
  },
};
