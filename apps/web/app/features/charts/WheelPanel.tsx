import { useRef } from 'react';
import type { PointRecord } from '@xingtu/contracts/charts';
import { AspectGrid } from './AspectGrid.tsx';
import { AspectLegend } from './AspectLegend.tsx';
import { ChartWheel, type ChartWheelProps } from './ChartWheel.tsx';
import { DownloadImageButton } from './DownloadImage.tsx';
import { WheelZoom } from './WheelZoom.tsx';

// The wheel as every chart page and report shows it: the wheel with its line legend, the full-screen
// view, the PNG download (when a file name is given), and the aspect grid beside or below it.

export interface WheelPanelProps extends ChartWheelProps {
  /** File name of the PNG download; without it there is no download button. */
  fileName?: string | undefined;
  /** Caption of the aspect grid. */
  gridCaption?: string | undefined;
}

export function WheelPanel({ fileName, gridCaption, ...wheel }: WheelPanelProps) {
  const ref = useRef<SVGSVGElement>(null);
  const outerPoints: readonly PointRecord[] | undefined = wheel.outer?.points;
  return (
    <div className="wheel-block">
      <figure className="wheel-figure">
        <ChartWheel ref={ref} {...wheel} />
        <figcaption>
          <AspectLegend />
          <span className="wheel-actions">
            <WheelZoom {...wheel} />
            {fileName && <DownloadImageButton target={ref} fileName={fileName} />}
          </span>
        </figcaption>
      </figure>
      <AspectGrid
        aspects={wheel.aspects}
        pointsA={wheel.inner.points}
        pointsB={outerPoints}
        caption={gridCaption ?? (outerPoints ? '相位格（行：内圈，列：外圈）' : '相位格')}
      />
    </div>
  );
}
