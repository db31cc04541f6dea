import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export interface ChartSeries {
  readonly name: string;
  /** One value per label; null where this series has no figure for that version. */
  readonly values: readonly (number | null)[];
}

export interface VersionLineChartProps {
  readonly title: string;
  /** The x axis: one label per version, oldest first. */
  readonly labels: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly format: (value: number) => string;
  /** Fixed top of the y axis (100 for percentages); else the largest value. */
  readonly max?: number;
}

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { left: 56, right: 16, top: 12, bottom: 28 };

/** A small SVG line chart of a figure across versions, one line per series, values in hover titles. */
export function VersionLineChart({ title, labels, series, format, max }: VersionLineChartProps) {
  const theme = useTheme();
  const palette = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.error.main,
  ];
  const values = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  const top = max ?? Math.max(...values, 0);
  const scaleTop = top > 0 ? top : 1;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (labels.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (labels.length - 1));
  const y = (value: number) => PAD.top + plotHeight - (value / scaleTop) * plotHeight;
  const colour = (index: number) => palette[index % palette.length] ?? theme.palette.text.primary;

  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 280 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
        role="img"
        aria-label={title}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(scaleTop * fraction)}
              y2={y(scaleTop * fraction)}
              stroke={theme.palette.divider}
            />
            <text
              x={PAD.left - 6}
              y={y(scaleTop * fraction) + 4}
              textAnchor="end"
              fontSize="11"
              fill={theme.palette.text.secondary}
            >
              {format(scaleTop * fraction)}
            </text>
          </g>
        ))}
        {labels.map((label, index) => (
          <text
            key={label}
            x={x(index)}
            y={HEIGHT - 8}
            textAnchor="middle"
            fontSize="11"
            fill={theme.palette.text.secondary}
          >
            {label}
          </text>
        ))}
        {series.map((line, lineIndex) => {
          const points = line.values.flatMap((value, index) =>
            value === null ? [] : [{ index, value, cx: x(index), cy: y(value) }],
          );
          return (
            <g key={line.name} data-testid="chart-series">
              <polyline
                fill="none"
                stroke={colour(lineIndex)}
                strokeWidth={2}
                points={points.map((point) => `${String(point.cx)},${String(point.cy)}`).join(' ')}
              />
              {points.map((point) => (
                <circle key={point.index} cx={point.cx} cy={point.cy} r={4} fill={colour(lineIndex)}>
                  <title>{`${line.name}, ${labels[point.index] ?? ''}: ${format(point.value)}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {series.map((line, index) => (
          <Stack key={line.name} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colour(index) }} />
            <Typography variant="caption">{line.name}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
