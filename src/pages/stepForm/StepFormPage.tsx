import { Box, Card, CardContent, CardHeader, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { BaseInfoStep } from './BaseInfoStep';
import { ChannelInfoStep } from './ChannelInfoStep';
import { FinishStep } from './FinishStep';
import { FINISH_STEP, useStepForm } from './useStepForm';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The page's texts come with its chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

const STEPS = ['base', 'channel', 'finish'] as const;
const DEFAULTS: Record<string, unknown> = { pushNotify: true };

/** docs/product.md §4 "Step form": base info → channel info → finish, one form across the first two steps. */
export function StepFormPage() {
  const translate = useTranslate();
  const { step, setStep, stored, formKey, onSubmit, submitting, again } = useStepForm();
  return (
    <Card>
      <CardHeader title={translate('stepForm.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
      <CardContent>
        <Stepper activeStep={step} alternativeLabel sx={{ maxWidth: 720, mx: 'auto', mb: 4 }}>
          {STEPS.map((s, i) => (
            <Step key={s} completed={i < step || (i === FINISH_STEP && stored !== null)}>
              <StepLabel
                optional={
                  <Typography variant="caption" color="text.secondary">
                    {translate(`stepForm.steps.${s}.description`)}
                  </Typography>
                }
              >
                {translate(`stepForm.steps.${s}.title`)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box sx={{ maxWidth: 640, mx: 'auto' }}>
          {step === FINISH_STEP && stored ? (
            <FinishStep channel={stored} onAgain={again} />
          ) : (
            <Form key={formKey} defaultValues={DEFAULTS} onSubmit={onSubmit} mode="onBlur" reValidateMode="onChange" noValidate>
              {step === 0 ? <BaseInfoStep onNext={() => setStep(1)} /> : <ChannelInfoStep onPrev={() => setStep(0)} submitting={submitting} />}
            </Form>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
