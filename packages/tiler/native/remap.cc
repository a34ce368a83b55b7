// The reprojection kernel: samples an equirect through a lookup table, bilinearly. The same
// integer arithmetic as the JavaScript it replaced, so the tiles are byte for byte the same
// (src/project/sampling.test.ts holds the old kernel's digest).
//
// Why native: the bench's `remapNsPerPixel` (the six 2560-px faces of its 8192×4096 panorama,
// one thread, CPU time) measured the JavaScript kernel at 21 ns per output pixel, about 0.8 s
// of CPU per panorama, most of what an import spends beyond decoding and encoding; this file,
// compiled, at 11 ns on the same shared two cores. No WebAssembly toolchain was at hand, and
// sharp does not expose libvips' mapim.
#include <napi.h>

#include <cstdint>
#include <vector>

namespace {

template <typename T>
struct Expected;
template <>
struct Expected<int32_t> {
  static constexpr napi_typedarray_type type = napi_int32_array;
};
template <>
struct Expected<uint8_t> {
  static constexpr napi_typedarray_type type = napi_uint8_array;
};

template <typename T>
T* typedData(const Napi::Value& value, size_t minLength, const char* what) {
  if (!value.IsTypedArray()) throw Napi::TypeError::New(value.Env(), std::string(what) + " must be a typed array");
  // The C call, since Napi::ArrayBuffer refuses the SharedArrayBuffer behind most of these.
  napi_typedarray_type type;
  size_t length = 0;
  void* data = nullptr;
  NAPI_THROW_IF_FAILED(value.Env(),
                       napi_get_typedarray_info(value.Env(), value, &type, &length, &data, nullptr, nullptr),
                       nullptr);
  if (type != Expected<T>::type) throw Napi::TypeError::New(value.Env(), std::string(what) + " has the wrong type");
  if (length < minLength)
    throw Napi::RangeError::New(value.Env(), std::string(what) + " is shorter than the image needs");
  return static_cast<T*>(data);
}

/** Where one table entry's x falls in its mip level (see `column` in Sample). */
struct Column {
  const uint8_t* left;
  int32_t right;
  int32_t stride;
  int32_t fx;
};

int32_t intOf(const Napi::Object& object, const char* key) {
  return object.Get(key).As<Napi::Number>().Int32Value();
}

// sample(lut, mips, reading, out): see sampleThroughLut in src/project/sampling.ts for what each
// argument holds; every index the loop makes lies in range when the table was built for mips of
// this size, which the caller guarantees and the lengths checked here back up.
Napi::Value Sample(const Napi::CallbackInfo& info) {
  auto env = info.Env();
  if (info.Length() != 4) throw Napi::TypeError::New(env, "sample(lut, mips, reading, out)");
  auto lut = info[0].As<Napi::Object>();
  auto mips = info[1].As<Napi::Object>();
  auto reading = info[2].As<Napi::Object>();

  const int32_t lutWidth = intOf(lut, "width");
  const int32_t lutHeight = intOf(lut, "height");
  const bool perColumn = lut.Get("perColumn").ToBoolean();
  const size_t lutCount = size_t(lutWidth) * lutHeight;
  const size_t columnCount = perColumn ? size_t(lutWidth) : lutCount;
  const int32_t* lx = typedData<int32_t>(lut.Get("x"), columnCount, "lut.x");
  const int32_t* ly = typedData<int32_t>(lut.Get("y"), lutCount, "lut.y");
  const uint8_t* mip = typedData<uint8_t>(lut.Get("mip"), columnCount, "lut.mip");

  const int32_t fullWidth = intOf(mips, "width");
  const int32_t mipsHeight = intOf(mips, "height");
  auto levelArray = mips.Get("levels").As<Napi::Array>();
  std::vector<const uint8_t*> levels;
  for (uint32_t k = 0; k < levelArray.Length(); k++) {
    size_t length = size_t(fullWidth >> k) * mipsHeight * 3;
    levels.push_back(typedData<uint8_t>(levelArray.Get(k), length, "a mip level"));
  }
  for (size_t i = 0; i < columnCount; i++) {
    if (mip[i] >= levels.size()) throw Napi::RangeError::New(env, "lut.mip names a missing mip level");
  }

  const int32_t width = intOf(reading, "width");
  const int32_t height = intOf(reading, "height");
  const bool quadrant = reading.Get("quadrant").ToBoolean();
  const bool mirrorRows = reading.Get("mirrorRows").ToBoolean();
  auto affineArray = reading.Get("affine").As<Napi::Array>();
  int32_t affine[16];
  for (uint32_t i = 0; i < 16; i++) affine[i] = affineArray.Get(i).As<Napi::Number>().Int32Value();
  uint8_t* out = typedData<uint8_t>(info[3], size_t(width) * height * 3, "out");
  const bool fits = quadrant ? lutWidth <= width && 2 * lutWidth >= width && lutHeight <= height &&
                                   2 * lutHeight >= height
                             : lutWidth == width && lutHeight == height;
  if (!fits) throw Napi::RangeError::New(env, "The reading does not fit the table");

  const int32_t maxY = mipsHeight - 1;
  // Where an entry's x falls in its mip level: the row-0 address of its left tap, the step to
  // its right tap (which wraps to column 0 at the right edge), the row stride and the weight.
  auto column = [&](int64_t c, int32_t xSign, int32_t xOffset) {
    const int32_t k = mip[c];
    const int32_t w = fullWidth >> k;
    const int32_t x = ((lx[c] * xSign + xOffset) >> k) - 128;
    int32_t x0 = x >> 8;
    if (x0 < 0)
      x0 += w;
    else if (x0 >= w)
      x0 -= w;
    // A table built for another equirect could point anywhere: stop rather than read past it.
    if (uint32_t(x0) >= uint32_t(w)) throw Napi::RangeError::New(env, "The table reads outside the equirect");
    return Column{levels[size_t(k)] + int64_t(x0) * 3, x0 + 1 == w ? -x0 * 3 : 3, w * 3, x & 255};
  };
  // Columns that read the table left to right; the rest read it mirrored, right to left.
  const int32_t straight = quadrant ? lutWidth : width;
  // A table whose x is per column gives each quarter of the image the same columns on every
  // row: worked out once here, they leave the loop below only the vertical half of the work.
  std::vector<Column> columns[4];
  if (perColumn) {
    for (int q = 0; q < 4; q++) {
      columns[q].reserve(size_t(lutWidth));
      for (int32_t c = 0; c < lutWidth; c++) columns[q].push_back(column(c, affine[q * 4], affine[q * 4 + 1]));
    }
  }
  uint8_t* __restrict o = out;
  for (int32_t j = 0; j < height; j++) {
    const int32_t tj = mirrorRows ? height - 1 - j : j;
    const bool lower = quadrant && tj >= lutHeight;
    const int64_t rowStart = int64_t(lower ? height - 1 - tj : tj) * lutWidth;
    for (int half = 0; half < 2; half++) {
      const int q = (lower ? 2 : 0) + half;
      const int32_t xSign = affine[q * 4], xOffset = affine[q * 4 + 1];
      const int32_t ySign = affine[q * 4 + 2], yOffset = affine[q * 4 + 3] - 128;
      const int32_t count = half == 0 ? straight : width - straight;
      const int64_t step = half == 0 ? 1 : -1;
      // Table column of the first entry read; each next one is `step` along.
      const int64_t first = half == 0 ? 0 : width - straight - 1;
      const int32_t* __restrict rowY = ly + rowStart;
      const Column* __restrict fixed = perColumn ? columns[q].data() : nullptr;
      for (int64_t n = 0, c = first; n < count; n++, c += step, o += 3) {
        const Column at = fixed ? fixed[c] : column(rowStart + c, xSign, xOffset);
        const int32_t y = rowY[c] * ySign + yOffset;
        int32_t y0 = y >> 8;
        int32_t fy = y & 255;
        if (y0 < 0) {
          y0 = 0;
          fy = 0;
        } else if (y0 >= maxY) {
          y0 = maxY;
          fy = 0;
        }
        // Taps a, b on row y0 and c, d below them (the same row where fy is 0, so the clamped
        // last row reads nothing past it).
        const uint8_t* pa = at.left + int64_t(y0) * at.stride;
        const uint8_t* pb = pa + at.right;
        const int64_t below = fy == 0 ? 0 : at.stride;
        const uint8_t* pc = pa + below;
        const uint8_t* pd = pb + below;
        const int32_t fx = at.fx;
        // Across, then down: the same sums as weighting the four taps, with fewer products.
        for (int ch = 0; ch < 3; ch++) {
          const int32_t top = pa[ch] * 256 + (pb[ch] - pa[ch]) * fx;
          const int32_t bottom = pc[ch] * 256 + (pd[ch] - pc[ch]) * fx;
          o[ch] = uint8_t((top * 256 + (bottom - top) * fy + 32768) >> 16);
        }
      }
    }
  }
  return env.Undefined();
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("sample", Napi::Function::New(env, Sample, "sample"));
  return exports;
}

}  // namespace

NODE_API_MODULE(remap, Init)
