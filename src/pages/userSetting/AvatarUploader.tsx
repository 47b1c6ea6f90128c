import { Alert, Box, Button, CircularProgress, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslate } from 'react-admin';
import { AVATAR_TYPES } from '../../../domain/userProfile';
import { UserAvatar } from '../userInfo/UserAvatar';
import { useAvatarUpload } from './useAvatarUpload';
import { useSettingFormat } from './useSettingFormat';
import { avatarCornerButtonSx } from '../../components/avatarCornerButton';

/** The avatar with its upload: pick an image, watch the progress, cancel if need be. */
export function AvatarUploader({ name, avatar }: { name: string; avatar: string }) {
  const translate = useTranslate();
  const format = useSettingFormat();
  const { state, upload, cancel } = useAvatarUpload();
  const uploading = state.status === 'uploading';
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', width: 220 }}>
      <Box sx={{ position: 'relative' }}>
        <UserAvatar name={name} src={avatar} size={100} />
        {uploading && (
          <CircularProgress
            variant="determinate"
            value={state.progress * 100}
            size={112}
            thickness={2}
            sx={{ position: 'absolute', top: -6, left: -6 }}
            aria-hidden
          />
        )}
        <Tooltip title={translate('userSetting.avatar.change')}>
          <IconButton component="label" aria-label={translate('userSetting.avatar.change')} disabled={uploading} sx={avatarCornerButtonSx}>
            <PhotoCamera fontSize="small" />
            <input
              hidden
              type="file"
              name="avatar"
              accept={AVATAR_TYPES.join(',')}
              onChange={(e) => {
                const file = e.target.files?.[0];
                // Cleared so that choosing the same file again uploads it again.
                e.target.value = '';
                if (file) upload(file);
              }}
            />
          </IconButton>
        </Tooltip>
      </Box>
      {uploading ? (
        <Stack spacing={0.5} sx={{ width: '100%' }} role="status">
          <LinearProgress variant="determinate" value={state.progress * 100} aria-label={translate('userSetting.avatar.label')} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="caption">{translate('userSetting.avatar.uploading', { percent: format.percent(state.progress) })}</Typography>
            <Button size="small" color="inherit" onClick={cancel}>
              {translate('userSetting.avatar.cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {translate('userSetting.avatar.hint')}
        </Typography>
      )}
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {translate(state.message, state.args)}
        </Alert>
      )}
    </Stack>
  );
}
