import { errorMessage } from '@loomflow/core';
import type { FeedbackRating } from '@loomflow/core';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { chatFeedbackApi } from '../../api/chat-feedback.api.ts';
import { notify } from '../../ui/notify.ts';

export interface FeedbackButtonsProps {
  readonly flowId: string;
  readonly chatId: string;
  readonly messageId: string;
  readonly feedback?: { readonly id: string; readonly rating: FeedbackRating };
  readonly onRated: (feedback: { id: string; rating: FeedbackRating }) => void;
}

/** Thumbs up / down on an answer, then an optional comment. */
export function FeedbackButtons({ flowId, chatId, messageId, feedback, onRated }: FeedbackButtonsProps) {
  const [busy, setBusy] = useState(false);
  const [commentFor, setCommentFor] = useState<string | null>(null);
  const [comment, setComment] = useState('');

  const rate = async (rating: FeedbackRating) => {
    setBusy(true);
    try {
      const saved = feedback
        ? await chatFeedbackApi.update(feedback.id, { rating })
        : await chatFeedbackApi.create({ chatflowid: flowId, chatId, messageId, rating });
      onRated({ id: saved.id, rating: saved.rating });
      setComment('');
      setCommentFor(saved.id);
    } catch (error: unknown) {
      notify.error(`Could not save the feedback: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const sendComment = async (id: string) => {
    setCommentFor(null);
    if (comment.trim() === '') return;
    try {
      await chatFeedbackApi.update(id, { content: comment.trim() });
      notify.success('Thanks for the feedback');
    } catch (error: unknown) {
      notify.error(`Could not save the comment: ${errorMessage(error)}`);
    }
  };

  const rating = feedback?.rating;
  return (
    <Box sx={{ display: 'flex', gap: 0.25, mt: 0.5 }}>
      <IconButton
        size="small"
        aria-label="Good answer"
        aria-pressed={rating === 'THUMBS_UP'}
        disabled={busy}
        onClick={() => void rate('THUMBS_UP')}
      >
        {rating === 'THUMBS_UP' ? (
          <ThumbUpIcon fontSize="inherit" />
        ) : (
          <ThumbUpOutlinedIcon fontSize="inherit" />
        )}
      </IconButton>
      <IconButton
        size="small"
        aria-label="Bad answer"
        aria-pressed={rating === 'THUMBS_DOWN'}
        disabled={busy}
        onClick={() => void rate('THUMBS_DOWN')}
      >
        {rating === 'THUMBS_DOWN' ? (
          <ThumbDownIcon fontSize="inherit" />
        ) : (
          <ThumbDownOutlinedIcon fontSize="inherit" />
        )}
      </IconButton>
      <Dialog
        open={commentFor !== null}
        onClose={() => {
          setCommentFor(null);
        }}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>Tell us more (optional)</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label="Comment"
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
            }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setCommentFor(null);
            }}
          >
            Skip
          </Button>
          <Button variant="contained" onClick={() => void (commentFor ? sendComment(commentFor) : undefined)}>
            Submit
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
