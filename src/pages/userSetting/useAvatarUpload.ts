import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../domain/userProfile';
import { session } from '../../../authProvider/session';
import { ApiError } from '../../../dataProvider/errors';
import { useApiError } from '../../api';
import { useRefreshProfile } from './useRefreshProfile';

export const UPLOAD_PATH = '/api/user/upload';

export type UploadState = { status: 'idle' } | { status: 'uploading'; progress: number } | { status: 'failed'; message: string; args?: Record<string, string> };

interface Envelope {
  code?: number;
  msg?: string;
}

/**
 * Sends an image as the request body to POST /api/user/upload with XMLHttpRequest, whose upload
 * events give the progress (fetch has none) and whose abort() cancels. The server checks the
 * content and size again; this check only spares a pointless upload.
 */
export function useAvatarUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const xhr = useRef<XMLHttpRequest | null>(null);
  const notify = useNotify();
  const reportApiError = useApiError();
  const refreshProfile = useRefreshProfile();

  useEffect(() => () => xhr.current?.abort(), []);

  const upload = useCallback(
    (file: File) => {
      if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setState({ status: 'failed', message: 'userSetting.avatar.notImage' });
      if (file.size > AVATAR_MAX_BYTES) return setState({ status: 'failed', message: 'userSetting.avatar.tooLarge' });
      const request = new XMLHttpRequest();
      xhr.current = request;
      request.open('POST', `${import.meta.env.VITE_API_BASE_URL ?? ''}${UPLOAD_PATH}`);
      const token = session.token();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.setRequestHeader('Content-Type', file.type);
      request.upload.onprogress = (e) => e.lengthComputable && setState({ status: 'uploading', progress: e.loaded / e.total });
      request.onload = () => {
        xhr.current = null;
        let body: Envelope = {};
        try {
          body = JSON.parse(request.responseText) as Envelope;
        } catch {
          // Not an envelope: the HTTP status tells what happened.
        }
        if (body.code === 20000) {
          setState({ status: 'idle' });
          notify('userSetting.avatar.done', { type: 'success' });
          void refreshProfile();
          return;
        }
        const error = new ApiError(body.msg || `Request failed with status code ${request.status}`, {
          status: request.status,
          code: body.code,
          path: UPLOAD_PATH,
        });
        if (body.code === 41300) setState({ status: 'failed', message: 'userSetting.avatar.tooLarge' });
        else if (body.code === 40000) setState({ status: 'failed', message: 'userSetting.avatar.notImage' });
        else {
          setState({ status: 'failed', message: 'userSetting.avatar.failed', args: { message: error.message } });
          reportApiError(error);
        }
      };
      request.onerror = () => {
        xhr.current = null;
        setState({ status: 'failed', message: 'userSetting.avatar.failed', args: { message: 'Network Error' } });
      };
      request.onabort = () => {
        xhr.current = null;
        setState({ status: 'idle' });
        notify('userSetting.avatar.cancelled', { type: 'info' });
      };
      setState({ status: 'uploading', progress: 0 });
      request.send(file);
    },
    [notify, refreshProfile, reportApiError],
  );

  const cancel = useCallback(() => xhr.current?.abort(), []);
  return { state, upload, cancel };
}
